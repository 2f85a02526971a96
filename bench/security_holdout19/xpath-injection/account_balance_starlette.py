from lxml import etree
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

LEDGER = etree.parse("/var/lib/billing/accounts.xml")


def normalize_account(value):
    return value.strip()


async def balance(request: Request):
    payload = await request.json()
    account = normalize_account(str(payload.get("account", "")))
    query = etree.XPath("//account[@id='" + account + "']/balance/text()")
    result = query(LEDGER)
    return JSONResponse({"balance": [str(r) for r in result]})


app = Starlette(routes=[Route("/billing/balance", balance, methods=["POST"])])
