from flask import Flask, request, send_from_directory

app = Flask(__name__)
INVOICE_DIR = "/srv/billing/pdf"
CONFIG = {"inline": False}


def split_ref(ref):
    customer, _, number = ref.partition("-")
    return customer, number


@app.route("/invoices/pdf")
def invoice_pdf():
    customer, number = split_ref(request.args.get("ref", ""))
    filename = "{}-{}.pdf".format(customer, number)
    as_attachment = not CONFIG["inline"]
    return send_from_directory(INVOICE_DIR, filename, as_attachment=as_attachment)
