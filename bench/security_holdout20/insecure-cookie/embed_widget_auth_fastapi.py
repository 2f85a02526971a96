import secrets

from fastapi import FastAPI, HTTPException, Response
from pydantic import BaseModel

from app.store import widget_sessions, widgets

app = FastAPI()


class WidgetHandshake(BaseModel):
    widget_id: str
    site_key: str


@app.post("/widget/session")
def start_widget_session(body: WidgetHandshake, response: Response):
    widget = widgets.get(body.widget_id)
    if widget is None or not secrets.compare_digest(widget.site_key, body.site_key):
        raise HTTPException(status_code=403, detail="unknown widget")

    session_id = secrets.token_urlsafe(32)
    widget_sessions.create(session_id, widget_id=widget.id, ttl=3600)
    # the widget is embedded on customer sites, so the cookie has to be
    # sent on cross-site requests
    response.set_cookie("widget_sid", session_id, max_age=3600, httponly=True, samesite="none")
    return {"widget": widget.id, "expires_in": 3600}
