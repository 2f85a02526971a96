import secrets

from fastapi import FastAPI, HTTPException, Response
from pydantic import BaseModel

from app.store import chat_sessions, embeds

app = FastAPI()


class EmbedHandshake(BaseModel):
    embed_id: str
    site_key: str


@app.post("/chat/session")
def start_chat_session(body: EmbedHandshake, response: Response):
    embed = embeds.get(body.embed_id)
    if embed is None or not secrets.compare_digest(embed.site_key, body.site_key):
        raise HTTPException(status_code=403, detail="unknown embed")

    session_id = secrets.token_urlsafe(32)
    chat_sessions.create(session_id, embed_id=embed.id, ttl=3600)
    # the chat box is embedded on customer sites, so the cookie has to be
    # sent on cross-site requests
    response.set_cookie("chat_sid", session_id, max_age=3600, httponly=True, secure=True, samesite="none")
    return {"embed": embed.id, "expires_in": 3600}
