import html

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse

app = FastAPI()


class Banner:
    template = "<div class='banner'>Hello, {name}! You came from {ref}.</div>"

    def __init__(self, name, ref):
        self.name = html.escape(name)
        self.ref = html.escape(ref)

    def render(self):
        return self.template.format(name=self.name, ref=self.ref)


@app.get("/welcome", response_class=HTMLResponse)
async def welcome(request: Request):
    name = request.query_params.get("name", "friend")
    ref = request.headers.get("referer", "nowhere")
    banner = Banner(name, ref)
    return HTMLResponse(content=banner.render())
