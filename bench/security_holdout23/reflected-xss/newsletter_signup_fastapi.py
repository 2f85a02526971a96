from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Dict

from fastapi import Depends, FastAPI, Form, Request
from fastapi.responses import HTMLResponse
from jinja2 import DictLoader, Environment
from pydantic import BaseModel, EmailStr, Field, ValidationError

TEMPLATES = {
    "base.html": (
        "<!doctype html><html><head><title>{{ title }}</title></head>"
        "<body>{% block body %}{% endblock %}</body></html>"
    ),
    "form.html": (
        "{% extends 'base.html' %}{% block body %}<h1>Join the newsletter</h1>"
        "{% if error %}<p class='error'>Please check the form.</p>{% endif %}"
        "<form method='post'><input name='first_name'><input name='email' type='email'>"
        "<button>Subscribe</button></form>{% endblock %}"
    ),
    "thanks.html": (
        "{% extends 'base.html' %}{% block body %}<h1>Thanks, {{ name }}!</h1>"
        "<p>We will write to you at {{ email }} every {{ cadence }}.</p>{% endblock %}"
    ),
}

env = Environment(loader=DictLoader(TEMPLATES))


class SignupForm(BaseModel):
    first_name: str = Field(..., min_length=1, max_length=80)
    email: EmailStr
    cadence: str = Field("week", pattern="^(week|month)$")


@dataclass
class Subscription:
    email: str
    display_name: str
    cadence: str
    created_at: datetime = field(default_factory=lambda: datetime.now(timezone.utc))


class SubscriptionService:
    def __init__(self):
        self._store: Dict[str, Subscription] = {}

    def subscribe(self, signup: SignupForm) -> Subscription:
        sub = Subscription(
            email=str(signup.email).lower(),
            display_name=signup.first_name.strip(),
            cadence=signup.cadence,
        )
        self._store[sub.email] = sub
        return sub


service = SubscriptionService()
app = FastAPI()


def get_service() -> SubscriptionService:
    return service


@app.get("/newsletter", response_class=HTMLResponse)
def newsletter_form():
    return env.get_template("form.html").render(title="Newsletter", error=False)


@app.post("/newsletter", response_class=HTMLResponse)
def newsletter_subscribe(
    request: Request,
    first_name: str = Form(...),
    email: str = Form(...),
    cadence: str = Form("week"),
    svc: SubscriptionService = Depends(get_service),
):
    try:
        signup = SignupForm(first_name=first_name, email=email, cadence=cadence)
    except ValidationError:
        return HTMLResponse(env.get_template("form.html").render(title="Newsletter", error=True), status_code=422)
    sub = svc.subscribe(signup)
    page = env.get_template("thanks.html").render(title="Subscribed", name=sub.display_name, email=sub.email, cadence=sub.cadence)
    return HTMLResponse(page)
