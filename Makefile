# Thin wrapper over CMake. `make run` plays; `make test` installs, builds and tests everything.
JOBS ?= $(shell nproc)
BUILD ?= build

.PHONY: deps configure build run test fuzz sanitize bench format clean

deps:
	bash scripts/install-deps.sh

configure:
	cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release

build: configure
	cmake --build $(BUILD) -j $(JOBS)

run: deps build
	./$(BUILD)/cubilete play

test: deps build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)
	JOBS=$(JOBS) bash scripts/fuzz.sh

# libFuzzer harnesses (fuzz/, built with clang in build-fuzz/). `make fuzz` runs each for 5 seconds
# as `make test` does; `make fuzz HARNESS=record SECONDS=3600` runs one as long as you like.
fuzz: deps
	JOBS=$(JOBS) bash scripts/fuzz.sh $(HARNESS) $(SECONDS)

# Address + undefined-behaviour sanitizers over the whole test suite.
sanitize: deps
	cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DCUBILETE_SANITIZE=ON
	cmake --build build-asan -j $(JOBS)
	cd build-asan && ctest --output-on-failure -j $(JOBS)

bench: deps build
	./$(BUILD)/cubilete_bench

format:
	find src tests bench -name '*.cpp' -o -name '*.h' | xargs clang-format -i

clean:
	rm -rf build build-asan build-fuzz
