from flask import Flask, render_template_string, request

app = Flask(__name__)

PAGE = """
<form method="post">
  <input name="expression" value="{{ expression }}">
  <button>Calculate</button>
</form>
{% if result is not none %}<p>Result: {{ result }}</p>{% endif %}
"""


@app.route("/calc", methods=["GET", "POST"])
def calculator():
    expression = request.form.get("expression", "")
    result = None
    if expression:
        try:
            result = eval(expression)
        except Exception as exc:
            result = f"error: {exc}"
    return render_template_string(PAGE, expression=expression, result=result)
