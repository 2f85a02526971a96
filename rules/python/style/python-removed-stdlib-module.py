import sys

# ruleid: python-removed-stdlib-module
import imp
# ruleid: python-removed-stdlib-module
from distutils.core import setup
# ruleid: python-removed-stdlib-module
from distutils.util import strtobool
# ruleid: python-removed-stdlib-module
import cgi
# ruleid: python-removed-stdlib-module
import asyncore, telnetlib

# ok: python-removed-stdlib-module
import importlib
# ok: python-removed-stdlib-module
from importlib import util
# ok: python-removed-stdlib-module
import asyncio
# ok: python-removed-stdlib-module
from email.message import EmailMessage
# ok: python-removed-stdlib-module
import imports_helper

try:
    # ok: python-removed-stdlib-module
    import tomllib
except ImportError:
    # ok: python-removed-stdlib-module
    import pipes

if sys.version_info < (3, 12):
    # ok: python-removed-stdlib-module
    from distutils.version import LooseVersion
