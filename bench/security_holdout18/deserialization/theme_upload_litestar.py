from dataclasses import dataclass, field

from litestar import Litestar, get, post
from litestar.datastructures import UploadFile
from litestar.enums import RequestEncodingType
from litestar.exceptions import NotFoundException, ValidationException
from litestar.params import Body
from ruamel.yaml import YAML
from ruamel.yaml.error import YAMLError

THEMES: dict[str, dict] = {}


@dataclass
class ThemeUpload:
    file: UploadFile
    overwrite: bool = False


@dataclass
class ThemeSummary:
    name: str
    colors: dict = field(default_factory=dict)
    fonts: list = field(default_factory=list)


def parse_theme(text: str) -> dict:
    loader = YAML(typ="safe", pure=True)
    data = loader.load(text)
    if not isinstance(data, dict) or "name" not in data:
        raise ValidationException("theme needs a name")
    return data


@get("/themes")
async def list_themes() -> list[str]:
    return sorted(THEMES)


@get("/themes/{name:str}")
async def get_theme(name: str) -> ThemeSummary:
    if name not in THEMES:
        raise NotFoundException(f"no theme {name}")
    theme = THEMES[name]
    return ThemeSummary(name=name, colors=theme.get("colors", {}), fonts=theme.get("fonts", []))


@post("/themes")
async def upload_theme(
    data: ThemeUpload = Body(media_type=RequestEncodingType.MULTI_PART),
) -> ThemeSummary:
    content = await data.file.read()
    try:
        theme = parse_theme(content.decode("utf-8"))
    except (YAMLError, UnicodeDecodeError) as exc:
        raise ValidationException(f"unreadable theme: {exc}") from exc
    name = str(theme["name"])
    if name in THEMES and not data.overwrite:
        raise ValidationException("theme exists")
    THEMES[name] = theme
    return ThemeSummary(name=name, colors=theme.get("colors", {}), fonts=theme.get("fonts", []))


app = Litestar(route_handlers=[list_themes, get_theme, upload_theme])
