# ruleid: python-pkg-resources-import
import pkg_resources
# ruleid: python-pkg-resources-import
from pkg_resources import get_distribution, iter_entry_points
# ok: python-pkg-resources-import
from importlib.metadata import entry_points, version
# ok: python-pkg-resources-import
from importlib.resources import files

try:
    from importlib.metadata import version as _version
except ImportError:
    # ok: python-pkg-resources-import
    import pkg_resources as _legacy_resources


def plugin_names():
    return [entry.name for entry in entry_points(group="shop.plugins")]


def app_version():
    return version("shop")


def legacy_version():
    return get_distribution("shop").version, list(iter_entry_points("shop.plugins")), pkg_resources


def schema():
    return files("shop").joinpath("schema.json").read_text()


# setuptools' vendored copies live under pkg_resources.extern: importing one of them uses
# packaging or platformdirs, not the deprecated pkg_resources API.
# ok: python-pkg-resources-import
from pkg_resources.extern.packaging import version as _packaging_version
# ok: python-pkg-resources-import
from pkg_resources.extern.packaging.specifiers import SpecifierSet
# ruleid: python-pkg-resources-import
from pkg_resources.extensions import load_extension
