import html
import re

from litestar import Litestar, get, post
from litestar.exceptions import NotFoundException
from litestar.response import Redirect, Response

PAGES: dict[str, dict] = {}
SLUG_RE = re.compile(r"[a-z0-9-]{1,64}")
LINK_RE = re.compile(r"\[\[([a-z0-9-]{1,64})\]\]")


def render_body(text: str) -> str:
    escaped = html.escape(text)
    linked = LINK_RE.sub(lambda m: f'<a href="/wiki/{m.group(1)}">{m.group(1)}</a>', escaped)
    paragraphs = [p.replace("\n", "<br>") for p in linked.split("\n\n") if p.strip()]
    return "".join(f"<p>{p}</p>" for p in paragraphs)


@get("/wiki")
async def index() -> Response[str]:
    links = "".join(
        f'<li><a href="/wiki/{slug}">{html.escape(page["title"])}</a></li>'
        for slug, page in sorted(PAGES.items())
    )
    return Response(f"<h1>All pages</h1><ul>{links}</ul>", media_type="text/html")


@get("/wiki/{slug:str}")
async def view_page(slug: str) -> Response[str]:
    page = PAGES.get(slug)
    if page is None:
        raise NotFoundException()
    title = html.escape(page["title"])
    body = render_body(page["body"])
    editor = html.escape(page["editor"])
    document = (
        f"<!doctype html><html><head><title>{title}</title></head><body>"
        f"<h1>{title}</h1>{body}<footer>Last edited by {editor}</footer></body></html>"
    )
    return Response(document, media_type="text/html")


@post("/wiki/{slug:str}")
async def save_page(slug: str, data: dict[str, str]) -> Redirect:
    if not SLUG_RE.fullmatch(slug):
        raise NotFoundException()
    PAGES[slug] = {
        "title": data.get("title", slug)[:200],
        "body": data.get("body", ""),
        "editor": data.get("editor", "anonymous")[:80],
    }
    return Redirect(f"/wiki/{slug}")


app = Litestar(route_handlers=[index, view_page, save_page])
