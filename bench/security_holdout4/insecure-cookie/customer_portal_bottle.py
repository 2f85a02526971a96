import uuid

from bottle import Bottle, redirect, request, response, template

from portal.auth import verify_customer
from portal.sessions import session_store

app = Bottle()


@app.post("/login")
def do_login():
    account_no = request.forms.get("account_no", "")
    pin = request.forms.get("pin", "")
    customer = verify_customer(account_no, pin)
    if customer is None:
        return template("login", error="Account number or PIN is incorrect")
    session_id = uuid.uuid4().hex
    session_store.put(session_id, {"customer_id": customer.id})
    response.set_cookie("portal_sid", session_id, path="/")
    redirect("/statements")


@app.get("/statements")
def statements():
    data = session_store.get(request.get_cookie("portal_sid") or "")
    if data is None:
        redirect("/login")
    return template("statements", customer_id=data["customer_id"])
