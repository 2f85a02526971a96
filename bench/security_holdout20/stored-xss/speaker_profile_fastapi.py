import bleach
import markdown
from fastapi import Depends, FastAPI, HTTPException
from fastapi.responses import HTMLResponse
from jinja2 import Environment
from markupsafe import Markup
from pydantic import BaseModel, Field

from app.auth import current_username

app = FastAPI()
env = Environment(autoescape=True)
SPEAKERS: dict[str, dict] = {}
BIO_TAGS = {"p", "br", "strong", "em", "ul", "ol", "li", "a", "code", "blockquote"}
BIO_ATTRS = {"a": ["href", "title"]}

SPEAKER_PAGE = env.from_string("""<!doctype html>
<title>{{ name }}</title>
<h1>{{ display_name }}</h1>
<section class="bio">{{ bio }}</section>""")


class SpeakerUpdate(BaseModel):
    display_name: str = Field(max_length=80)
    bio: str = Field("", max_length=5000)


@app.put("/speaker")
def update_speaker(update: SpeakerUpdate, username: str = Depends(current_username)):
    SPEAKERS[username] = update.model_dump()
    return {"ok": True}


@app.get("/speakers/{name}", response_class=HTMLResponse)
def show_speaker(name: str):
    speaker = SPEAKERS.get(name)
    if speaker is None:
        raise HTTPException(status_code=404, detail="no such speaker")
    # bios are written in Markdown
    rendered = markdown.markdown(speaker["bio"])
    bio_html = Markup(bleach.clean(rendered, tags=BIO_TAGS, attributes=BIO_ATTRS, protocols={"http", "https", "mailto"}, strip=True))
    return SPEAKER_PAGE.render(name=name, display_name=speaker["display_name"], bio=bio_html)
