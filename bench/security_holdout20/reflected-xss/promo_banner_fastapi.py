from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()


class Banner:
    template = "<div class='banner'>{}</div>"

    @classmethod
    def render(cls, message):
        return cls.template.format(message.strip())


@app.get("/promo", response_class=HTMLResponse)
def promo(msg: str = "Spring sale"):
    body = Banner.render(msg)
    return HTMLResponse(content=f"<html><body>{body}</body></html>")
