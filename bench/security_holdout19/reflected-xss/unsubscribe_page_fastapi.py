from fastapi import APIRouter, Depends, FastAPI, Query
from fastapi.responses import HTMLResponse
from jinja2 import Template
from pydantic import BaseModel

from .mailing import lists_for_address, remove_subscription

router = APIRouter(prefix="/email")

CONFIRM_PAGE = Template(
    """<html><body>
<h1>Unsubscribe</h1>
<p>You are about to unsubscribe <strong>{{ email }}</strong> from {{ list_name }}.</p>
<form method="post" action="/email/unsubscribe">
  <input type="hidden" name="email" value="{{ email }}">
  <input type="hidden" name="list" value="{{ list_id }}">
  <button type="submit">Confirm</button>
</form>
</body></html>"""
)


class UnsubscribeParams(BaseModel):
    email: str
    list_id: str = "newsletter"
    list_name: str = "our newsletter"


def unsubscribe_params(
    email: str = Query(...),
    list_id: str = Query("newsletter", alias="list"),
    name: str = Query("our newsletter"),
) -> UnsubscribeParams:
    return UnsubscribeParams(email=email, list_id=list_id, list_name=name)


@router.get("/unsubscribe", response_class=HTMLResponse)
async def confirm_unsubscribe(params: UnsubscribeParams = Depends(unsubscribe_params)):
    return HTMLResponse(CONFIRM_PAGE.render(email=params.email, list_id=params.list_id, list_name=params.list_name))


@router.post("/unsubscribe")
async def do_unsubscribe(email: str, list: str = "newsletter"):
    await remove_subscription(email, list)
    return {"status": "unsubscribed"}


@router.get("/subscriptions")
async def subscriptions(email: str):
    return {"lists": await lists_for_address(email)}


app = FastAPI()
app.include_router(router)
