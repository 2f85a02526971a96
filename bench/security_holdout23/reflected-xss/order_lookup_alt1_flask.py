import sqlite3

from flask import Flask, render_template_string, request

app = Flask(__name__)

PAGE = """<!doctype html>
<title>Order lookup</title>
<form method="get"><input name="ref" value="{{ ref }}"><button>Find</button></form>
{% if ref and not order %}<p class="warn">No order matches {{ ref }}.</p>{% endif %}
{% if order %}<p>Order {{ order[0] }} is {{ order[1] }}.</p>{% endif %}
"""


def find_order(ref):
    with sqlite3.connect("orders.db") as conn:
        return conn.execute("SELECT ref, status FROM orders WHERE ref = ?", (ref.upper(),)).fetchone()


@app.route("/orders/lookup")
def lookup():
    ref = request.args.get("ref", "").strip()
    order = find_order(ref) if ref else None
    return render_template_string(PAGE, ref=ref, order=order)
