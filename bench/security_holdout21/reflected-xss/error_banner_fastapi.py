from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.get("/oops", response_class=HTMLResponse)
def error_banner(request: Request):
    referer = request.headers.get("referer", "/")

    def rows():
        yield "<ul>"
        yield "<li>Return to <a href='%s'>the previous page</a></li>" % referer
        yield "</ul>"

    body = "".join(rows())
    return HTMLResponse(content="<h2>Something went wrong</h2>" + body)
