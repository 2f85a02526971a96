import hashlib

from flask import Flask, redirect, render_template, request, session, url_for
from lxml import etree

app = Flask(__name__)
app.secret_key = open("/etc/kiosk/secret_key").read().strip()
ACCOUNTS = etree.parse("/etc/kiosk/accounts.xml")


def find_account(username, password):
    digest = hashlib.sha256(password.encode()).hexdigest()
    query = (
        "//account[username/text()='" + username + "' "
        "and password_sha256/text()='" + digest + "']"
    )
    found = ACCOUNTS.xpath(query)
    return found[0] if found else None


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "POST":
        account = find_account(request.form["username"], request.form["password"])
        if account is not None:
            session["kiosk_user"] = account.findtext("username")
            session["kiosk_role"] = account.get("role", "operator")
            return redirect(url_for("console"))
    return render_template("login.html")
