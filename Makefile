# Two commands matter: `make run` and `make test`. Everything runs under the project's own Node 24.
SHELL := /bin/bash
export PATH := $(CURDIR)/node_modules/.bin:$(PATH)
STAMP := node_modules/.install-stamp
WEB_STAMP := web/dist/index.html

.PHONY: install run start test generate check-generated migrate lint typecheck build-web chromium bench staff clean

# the system npm installs; it warns that packages want a newer Node than the system's, which does not
# matter (everything runs under the pinned Node 24), so only errors are shown
$(STAMP): package.json package-lock.json
	@echo "Installing dependencies (the first time takes a few minutes)..."
	npm ci --no-audit --no-fund --loglevel=error
	@touch $(STAMP)

install: $(STAMP)

$(WEB_STAMP): $(STAMP) $(shell find web/src web/index.html web/vite.config.ts -type f 2>/dev/null) web/public
	npm run build:web

build-web: $(WEB_STAMP)

## Start the product on http://localhost:$${PORT:-3000} with embedded defaults (PGlite in ./.data).
run: install build-web migrate
	node src/main.ts

migrate: install
	node scripts/migrate.ts

generate: install
	npm run generate

check-generated: install
	npm run check:generated

lint: install
	npm run lint
	npm run lint:contract

typecheck: install
	npm run typecheck

## Debian's Chromium drives the browser journeys; installed once when missing.
chromium:
	@command -v chromium >/dev/null 2>&1 || { \
	  echo "Installing Chromium from Debian..."; \
	  SUDO=$$( [ "$$(id -u)" -eq 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium >/dev/null; }

## Every tier: lint, types, contract, generation drift, unit, integration, web, acceptance, end to end.
## Steps that leave a core idle run two at a time; each one's output is printed whole when it ends.
test: install chromium
	$(MAKE) --no-print-directory -j2 --output-sync=target test-static test-types
	vitest run --project unit --project checks --project integration --project web
	npm run test:acceptance
	vitest run --project e2e

.PHONY: test-static test-types
test-static:
	npm run lint
	npm run lint:contract
	npm run check:generated
	npm run build:web
test-types:
	npm run typecheck

bench: install build-web
	npm run bench

clean:
	rm -rf web/dist node_modules/.vite

## Make an account staff: make staff EMAIL=person@example.com ROLE=admin|support
staff: install
	node scripts/staff.ts "$(EMAIL)" "$(ROLE)"
