# Thin wrapper over CMake and npm. `make run` serves the table; `make test` installs, builds and tests everything.
JOBS ?= $(shell nproc)
BUILD ?= build

.PHONY: deps configure build web web-deps run test check test-web web-static web-tests fuzz sanitize bench docs format clean package

deps:
	bash scripts/install-deps.sh

# Ninja for a new build folder: it compiles a layer's files while the layer below is still
# linking, where make's generated files wait for it (on 2 cores a fresh build takes about two
# thirds of the time). A folder configured before keeps its generator: CMake refuses to change it.
configure:
	cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release $(if $(wildcard $(BUILD)/CMakeCache.txt),,-G Ninja)

build: configure
	cmake --build $(BUILD) -j $(JOBS)
	$(MAKE) web

# The browser app (web/): its npm packages exactly as package-lock.json pins them, built into
# web/dist, which `cubilete serve` serves. npm ci runs again only when the lock file changed.
web/node_modules/.package-lock.json: web/package-lock.json web/package.json
	cd web && npm ci --no-audit --no-fund
web-deps: web/node_modules/.package-lock.json

web: web-deps
	cd web && npm run build

# The online table on http://localhost:8080 (or the next free port); Ctrl-C stops it.
# The terminal game stays: ./build/cubilete play
run: deps build
	bash scripts/serve.sh ./$(BUILD)/cubilete

# Every test, once built: ctest, the browser app's tests, the fuzz harnesses; the engine's tests and
# the harnesses' clang build run beside the servers' and the browser app's tests at the lowest
# priority (scripts/run_tests.sh says why).
test: deps build
	JOBS=$(JOBS) bash scripts/run_tests.sh $(BUILD)

# The engine's unit tests alone (rules, solvers, bots, analysis, the command line: the tests
# labelled `engine`), built and run in a few minutes, for everyday work on the engine. No
# installs, no browser app, no servers: `make test` runs everything.
check: configure
	cmake --build $(BUILD) --target cubilete cubilete_tests -j $(JOBS)
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS) -L engine

# Lint, type check and unit tests of the browser app, then the browser tests against a real server.
test-web: web
	$(MAKE) --no-print-directory web-static web-tests BUILD=$(BUILD)

# The same of the app as built, web/dist as it is: its lint and type check (web-static, which
# scripts/run_tests.sh runs beside ctest), then its unit and browser tests (web-tests).
web-static:
	cd web && npm run lint && npm run typecheck
web-tests:
	cd web && npm run test:unit
	cd web && CUBILETE_BIN=$(abspath $(BUILD))/cubilete npm run e2e

# The Debian package build/cubilete_<version>_amd64.deb (deploy/package.cmake): CPack packs what
# `make build` made (the program, web/dist, the manual page, the service's unit and config).
package: build
	cmake --build $(BUILD) --target package

# libFuzzer harnesses (fuzz/, built with clang in build-fuzz/). `make fuzz` runs each on a fixed
# number of inputs as `make test` does; `make fuzz HARNESS=record SECONDS=3600` runs one as long
# as you like.
fuzz: deps
	JOBS=$(JOBS) bash scripts/fuzz.sh $(HARNESS) $(SECONDS)

# Address + undefined-behaviour sanitizers over the whole test suite.
sanitize: deps
	cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DCUBILETE_SANITIZE=ON
	cmake --build build-asan -j $(JOBS)
	cd build-asan && ctest --output-on-failure -j $(JOBS)

# The benchmarks kept, their figures in docs/bots.md and docs/operating.md: Google Benchmark's
# (simulation, solver, views, analysis, Damma), every solved table from nothing, simulate at 100,
# 10,000 and 1,000,000 games. TABLE_PLAYERS="1 2" adds the two-player tables (minutes each, Crag
# about 6 GB of memory); PEER=CHECKOUT of dlangk/yatzy adds the solver beside it; OLD=CUBILETE of
# an older build adds the online table's load beside it.
TABLE_PLAYERS ?= 1
bench: deps build
	./$(BUILD)/cubilete_bench
	$(foreach players,$(TABLE_PLAYERS),bash bench/tables.sh $(BUILD) $(players) &&) true
	bash bench/simulate_sizes.sh $(BUILD)
	$(if $(PEER),bash bench/solver_vs_peer.sh $(PEER) $(BUILD),@echo "bench: the solver beside its peer needs PEER=THE_PEERS_CHECKOUT (bench/solver_vs_peer.sh)")
	$(if $(OLD),bash bench/table_load.sh $(BUILD) $(OLD),@echo "bench: the online table beside an older build needs OLD=ITS_CUBILETE")

# The manual's pages and blocks the program writes (docs/games.md, every --help); the tests
# docs_generated and docs_references of `make test` check them.
docs: configure
	cmake --build $(BUILD) --target cubilete -j $(JOBS)
	python3 scripts/generate_docs.py ./$(BUILD)/cubilete

format:
	find src tests bench -name '*.cpp' -o -name '*.h' | xargs clang-format -i

clean:
	rm -rf build build-asan build-fuzz web/dist
