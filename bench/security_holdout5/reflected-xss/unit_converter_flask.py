from flask import Flask, render_template_string, request

app = Flask(__name__)

RESULT_TEMPLATE = """
<!doctype html>
<title>Unit converter</title>
<h1>{{ value }} {{ unit }} = {{ converted }} {{ target }}</h1>
<p>{{ note }}</p>
"""
FACTORS = {("km", "mi"): 0.621371, ("mi", "km"): 1.609344, ("kg", "lb"): 2.204623}


@app.route("/convert")
def convert():
    unit = request.args.get("from", "km")
    target = request.args.get("to", "mi")
    value = request.args.get("value", "0")
    note = request.args.get("note", "")
    factor = FACTORS.get((unit, target))
    try:
        converted = round(float(value) * factor, 3) if factor else "n/a"
    except ValueError:
        converted = "n/a"
    return render_template_string(
        RESULT_TEMPLATE, value=value, unit=unit, converted=converted, target=target, note=note
    )
