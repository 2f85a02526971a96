import os

from sanic import Sanic
from sanic.exceptions import Forbidden, NotFound
from sanic.response import file

app = Sanic("billing")
INVOICE_ROOT = "/srv/billing/invoices"


def invoice_path(account_id, filename):
    folder = os.path.join(INVOICE_ROOT, str(account_id))
    return os.path.join(folder, filename)


@app.get("/accounts/<account_id:int>/invoices")
async def download_invoice(request, account_id):
    if request.ctx.user.account_id != account_id:
        raise Forbidden("not your account")
    filename = request.args.get("file", "")
    path = invoice_path(account_id, filename)
    if not filename or not os.path.isfile(path):
        raise NotFound("unknown invoice")
    return await file(path, filename=os.path.basename(path))
