import os

from flask import Flask, render_template_string, request

app = Flask(__name__)

PAGE = "<h2>{{ host }} ({{ rtype }})</h2><pre>{{ output }}</pre>"
RECORD_TYPES = ("A", "AAAA", "MX", "TXT", "NS")


@app.route("/tools/dns", methods=["POST"])
def dns_lookup():
    host = request.form.get("host", "").strip()
    rtype = request.form.get("type", "A").upper()
    if rtype not in RECORD_TYPES:
        rtype = "A"
    cmd = "nslookup -type=%s %s" % (rtype, host)
    with os.popen(cmd) as proc:
        output = proc.read()
    return render_template_string(PAGE, host=host, rtype=rtype, output=output)
