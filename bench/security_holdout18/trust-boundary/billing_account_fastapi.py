from fastapi import FastAPI, Form, HTTPException, Request
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key="7f1c0d0e2b3a4c5d9e8f", https_only=True)

SAVED_CARDS = {"1001": ["visa ****4242"], "1002": ["amex ****0005"]}


@app.post("/checkout/account")
async def attach_account(request: Request, account_id: str = Form(...)):
    try:
        int(account_id)
    except ValueError:
        raise HTTPException(status_code=422, detail="account id must be numeric")
    request.session["billing_account_id"] = account_id
    return {"attached": True}


@app.get("/checkout/payment-methods")
async def payment_methods(request: Request):
    account = request.session.get("billing_account_id")
    if account is None:
        raise HTTPException(status_code=401, detail="no billing account")
    return {"account": account, "cards": SAVED_CARDS.get(account, [])}
