import html

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse
from starlette.routing import Route


def render_notice(title: str, message: str) -> str:
    paragraphs = "".join(f"<p>{html.escape(p)}</p>" for p in message.split("\n\n") if p.strip())
    return f"<section class='notice'><h2>{html.escape(title)}</h2>{paragraphs}</section>"


async def notice_preview(request: Request):
    form = await request.form()
    title = form.get("title") or "Untitled"
    message = form.get("message") or ""
    body = render_notice(title, message)
    return HTMLResponse(body)


app = Starlette(routes=[Route("/notices/preview", notice_preview, methods=["POST"])])
