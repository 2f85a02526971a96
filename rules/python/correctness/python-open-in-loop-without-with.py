import contextlib
import gzip
import json
import os


def load_configs(paths):
    configs = []
    for path in paths:
        # ruleid: python-open-in-loop-without-with
        configs.append(json.load(open(path)))
    return configs


def count_lines(folder):
    total = 0
    for name in os.listdir(folder):
        # ruleid: python-open-in-loop-without-with
        handle = open(os.path.join(folder, name), encoding="utf-8")
        total += sum(1 for _ in handle)
    return total


def write_parts(parts, folder):
    index = 0
    while index < len(parts):
        # ruleid: python-open-in-loop-without-with
        gzip.open(f"{folder}/part-{index}.gz", "wt").write(parts[index])
        index += 1


def load_configs_safely(paths):
    configs = []
    for path in paths:
        # ok: python-open-in-loop-without-with
        with open(path) as handle:
            configs.append(json.load(handle))
    return configs


def count_lines_closed(folder):
    total = 0
    for name in os.listdir(folder):
        # ok: python-open-in-loop-without-with
        handle = open(os.path.join(folder, name), encoding="utf-8")
        try:
            total += sum(1 for _ in handle)
        finally:
            handle.close()
    return total


def merge(paths, target):
    with contextlib.ExitStack() as stack:
        for path in paths:
            # ok: python-open-in-loop-without-with
            source = stack.enter_context(open(path, "rb"))
            target.write(source.read())


def open_all(paths):
    handles = {}
    for path in paths:
        # ok: python-open-in-loop-without-with
        handles[path] = open(path, "rb")
    return handles


def first_readable(paths):
    for path in paths:
        if os.access(path, os.R_OK):
            # ok: python-open-in-loop-without-with
            return open(path)
    return None
