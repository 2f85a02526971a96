from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse
from starlette.routing import Route


def render_confirmation(guest_name: str, event_slug: str) -> str:
    return (
        "<html><body>"
        f"<h2>Thanks, {guest_name}!</h2>"
        f"<p>Your RSVP for <strong>{event_slug}</strong> has been recorded.</p>"
        "</body></html>"
    )


async def rsvp(request: Request) -> HTMLResponse:
    form = await request.form()
    guest_name = form.get("name", "guest")
    event_slug = request.path_params["slug"]
    page = render_confirmation(guest_name, event_slug)
    return HTMLResponse(page)


async def health(request: Request) -> HTMLResponse:
    return HTMLResponse("ok")


app = Starlette(routes=[
    Route("/events/{slug}/rsvp", rsvp, methods=["POST"]),
    Route("/healthz", health),
])
