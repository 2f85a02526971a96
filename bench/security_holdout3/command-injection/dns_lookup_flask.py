import os

from flask import Flask, render_template_string, request

app = Flask(__name__)

PAGE = """
<form method="get"><input name="domain" value="{{ domain }}">
<select name="type"><option>A</option><option>MX</option><option>TXT</option></select>
<button>Lookup</button></form>
<pre>{{ output }}</pre>
"""


@app.route("/tools/dns")
def dns_lookup():
    domain = request.args.get("domain", "")
    record_type = request.args.get("type", "A")
    output = ""
    if domain:
        with os.popen("dig +short " + record_type + " " + domain) as pipe:
            output = pipe.read()
    return render_template_string(PAGE, domain=domain, output=output)
