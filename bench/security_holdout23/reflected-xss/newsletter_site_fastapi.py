from fastapi import FastAPI, Form, Request
from fastapi.responses import HTMLResponse, RedirectResponse
from fastapi.templating import Jinja2Templates
from jinja2 import Template

from newsletter.store import archive_issues, latest_issue, subscribe

app = FastAPI(title="newsletter")
templates = Jinja2Templates(directory="templates")

PREVIEW_PAGE = Template(
    """<!doctype html>
<html>
<head><title>Preview: {{ headline }}</title></head>
<body>
  <header class="issue-header"><h1>{{ headline }}</h1></header>
  <p class="teaser">{{ teaser }}</p>
  <footer>Sent to subscribers every Friday.</footer>
</body>
</html>"""
)


@app.get("/", response_class=HTMLResponse)
async def home(request: Request):
    return templates.TemplateResponse(request, "home.html", {"issue": latest_issue()})


@app.get("/archive", response_class=HTMLResponse)
async def archive(request: Request, year: int = 2024):
    return templates.TemplateResponse(request, "archive.html", {"year": year, "issues": archive_issues(year)})


@app.post("/subscribe")
async def subscribe_form(email: str = Form(...)):
    subscribe(email)
    return RedirectResponse("/thanks", status_code=303)


@app.get("/thanks", response_class=HTMLResponse)
async def thanks(request: Request, email: str = ""):
    return templates.TemplateResponse(request, "thanks.html", {"email": email})


@app.get("/preview", response_class=HTMLResponse)
async def preview(headline: str = "Weekly digest", teaser: str = ""):
    return PREVIEW_PAGE.render(headline=headline, teaser=teaser)
