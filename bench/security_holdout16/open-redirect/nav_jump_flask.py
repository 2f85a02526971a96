from flask import Flask, redirect, request, url_for

app = Flask(__name__)
DESTINATIONS = {
    "home": "index",
    "orders": "order_list",
    "settings": "account_settings",
}


@app.route("/go")
def jump():
    key = request.args.get("to", "home")
    endpoint = DESTINATIONS.get(key, "index")
    anchor = request.args.get("section", "")
    target = url_for(endpoint, _anchor=anchor or None)
    return redirect(target)
