from dataclasses import dataclass
from operator import attrgetter

from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route


@dataclass
class Release:
    version: str
    downloads: int
    published: str


RELEASES = [Release("1.2.0", 5400, "2024-03-01"), Release("1.3.0", 2100, "2024-06-12"), Release("2.0.0", 800, "2024-09-30")]
SORT_FIELDS = frozenset({"version", "downloads", "published"})


async def releases(request):
    field = request.query_params.get("sort", "published")
    if field not in SORT_FIELDS:
        return JSONResponse({"error": "unknown sort field"}, status_code=400)
    key = attrgetter(field)
    ordered = sorted(RELEASES, key=key, reverse=request.query_params.get("desc") == "1")
    return JSONResponse([vars(r) for r in ordered])


app = Starlette(routes=[Route("/releases", releases)])
