from flask import Flask, redirect, request, session, url_for

app = Flask(__name__)

STEPS = {
    "cart": "cart_view",
    "shipping": "shipping_view",
    "payment": "payment_view",
    "review": "review_view",
}


def step_url(name):
    return url_for(STEPS.get(name, "cart_view"))


def save_progress(form):
    session["checkout"] = {k: form[k] for k in ("country", "postcode") if k in form}


@app.post("/checkout/continue")
def continue_checkout():
    save_progress(request.form)
    destination = step_url(request.form.get("step", "cart"))
    return redirect(destination)
