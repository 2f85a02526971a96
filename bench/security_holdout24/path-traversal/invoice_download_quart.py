from quart import Quart, abort, g, request, send_from_directory

from .auth import current_account

app = Quart(__name__)
INVOICE_ROOT = "/srv/billing/invoices"


@app.before_request
async def load_user():
    g.user = await current_account(request.headers.get("Authorization", ""))


@app.get("/accounts/<int:account_id>/invoices")
async def download_invoice(account_id):
    if g.user is None or g.user.account_id != account_id:
        abort(403)
    filename = request.args.get("file", "")
    if not filename:
        abort(404)
    folder = f"{INVOICE_ROOT}/{account_id}"
    return await send_from_directory(folder, filename, as_attachment=True)
