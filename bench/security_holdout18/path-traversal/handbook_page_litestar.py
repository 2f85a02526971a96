from pathlib import Path

from litestar import Litestar, get
from litestar.exceptions import NotFoundException
from litestar.response import Response

DOCS_ROOT = Path("/opt/handbook/rendered")
LANGS = {"en", "de", "fr"}


@get("/handbook/{lang:str}")
async def handbook_page(lang: str, page: str = "index.html") -> Response:
    if lang not in LANGS:
        lang = "en"
    source = DOCS_ROOT / lang / page
    if not source.is_file():
        raise NotFoundException()
    return Response(source.read_text(encoding="utf-8"), media_type="text/html")


app = Litestar(route_handlers=[handbook_page])
