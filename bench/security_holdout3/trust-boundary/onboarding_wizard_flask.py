from decimal import Decimal

from flask import Flask, redirect, render_template, request, session, url_for

app = Flask(__name__)
app.config.from_envvar("SHOP_SETTINGS")


def apply_credit(subtotal):
    credit = Decimal(session.get("referral_credit", "0"))
    return max(subtotal - credit, Decimal("0"))


@app.route("/welcome/step-2", methods=["GET", "POST"])
def onboarding_step_two():
    if request.method == "GET":
        return render_template("onboarding/step2.html")
    wizard = {
        "company": request.form.get("company", ""),
        "account_type": request.form.get("account_type", "personal"),
    }
    session["wizard"] = wizard
    session["referral_credit"] = request.form.get("referral_credit", "0")
    return redirect(url_for("checkout"))


@app.route("/checkout")
def checkout():
    subtotal = Decimal("49.00")
    return render_template("checkout.html", total=apply_credit(subtotal))
