"""Scripts of bench/ and scripts/ (files, not packages) loaded as modules for their tests."""

from __future__ import annotations

import functools
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]


@functools.cache
def load_script(relative: str) -> ModuleType:
    """The script at `relative` (e.g. "bench/corpus.py"), run once as a module."""
    name = relative.removesuffix(".py").replace("/", "_")
    spec = importlib.util.spec_from_file_location(name, ROOT / relative)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module
