import os

from quart import Quart, request, session

app = Quart(__name__)
app.secret_key = os.environ.get("QUART_SECRET_KEY") or os.urandom(32)


@app.post("/support/act-as")
async def act_as_customer():
    if not session.get("agent_id"):
        return {"error": "agents only"}, 403
    form = await request.form
    customer_id = form.get("customer_id", "")
    session["acting_customer_id"] = customer_id
    return {"acting_as": customer_id}
