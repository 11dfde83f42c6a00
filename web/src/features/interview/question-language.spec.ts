import { describe, expect, it } from 'vitest';
import { languageNamedIn } from './question-language';

describe('the language a coding question names', () => {
  it.each([
    ['Write a function in Python that returns the n-th Fibonacci number.', 'Python'],
    ['Using JavaScript, debounce a search box.', 'JavaScript'],
    ['Implement an LRU cache in Java.', 'Java'],
    ["Explain Java's garbage collector, then write a class for it.", 'Java'],
    ['Write a C++ function that reverses a linked list.', 'C++'],
    ['Which C++17 features would you use to parse a file?', 'C++'],
    ['In C#, implement IDisposable for a file wrapper.', 'C#'],
    ['Write it in C sharp with LINQ.', 'C#'],
    ['Write a concurrent web crawler in Go.', 'Go'],
    ['Using Go, fan out requests with a worker pool.', 'Go'],
    ['Write a Go function that merges two sorted slices.', 'Go'],
    ['How would you use goroutines and channels to limit concurrency?', 'Go'],
    ['Golang: implement a rate limiter.', 'Go'],
    ['Use Go, merge the overlapping intervals.', 'Go'],
    ['Use Python, return the indices of the two numbers.', 'Python'],
    ['Show how Rust ownership prevents a data race in your solution.', 'Rust'],
    ['Implement a binary tree in rust.', 'Rust'],
    ['Type the interface for an API response in TypeScript.', 'TypeScript'],
    ['Write a Node.js handler that streams a file.', 'JavaScript'],
    ['Parse this JSON in Python and sum the totals.', 'Python'],
    ['Write a JavaScript function that returns the user as JSON.', 'JavaScript'],
    ['Center a card with CSS.', 'CSS'],
    ['Mark up an accessible form in HTML.', 'HTML'],
    ['Validate this JSON document against a schema.', 'JSON'],
  ])('%s -> %s', (question, language) => {
    expect(languageNamedIn(question)).toBe(language);
  });

  it.each([
    ['Write a function that debounces a search box in JavaScript.', 'JavaScript'],
    ['How do JavaScript promises differ from callbacks? Show an example.', 'JavaScript'],
    ['Go ahead and implement it in Python.', 'Python'],
    ["Let's go with Rust for this one.", 'Rust'],
  ])('does not misread %s', (question, language) => {
    expect(languageNamedIn(question)).toBe(language);
  });

  it.each([
    'Reverse a linked list.',
    'Go ahead and implement a queue with two stacks.',
    'Where would you go from here if the tests fail?',
    'Walk me through your go-to approach for a sliding window.',
    'Describe the go-live checklist you would write.',
    'How do you handle a linked list node that points to itself?',
    'Explain what a JavaScriptCore engine is.',
  ])('names no language in %s', (question) => {
    expect(languageNamedIn(question)).toBeNull();
  });
});
