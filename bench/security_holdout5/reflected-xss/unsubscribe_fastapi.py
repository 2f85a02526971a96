from fastapi import FastAPI
from fastapi.responses import HTMLResponse

from app.services import subscriptions

app = FastAPI()


def render_page(title: str, content: str) -> str:
    return (
        "<!doctype html><html><head>"
        f"<title>{title}</title></head>"
        f"<body><main>{content}</main></body></html>"
    )


@app.get("/newsletter/unsubscribe", response_class=HTMLResponse)
def unsubscribe(email: str, list_name: str = "weekly"):
    removed = subscriptions.remove(email, list_name)
    if removed:
        message = f"<p>{email} has been removed from <b>{list_name}</b>.</p>"
    else:
        message = f"<p>No subscription found for {email}.</p>"
    return HTMLResponse(content=render_page("Unsubscribe", message))
