from collections import OrderedDict

from bottle import Bottle, request

app = Bottle()


@app.post("/cart/price-list")
def choose_price_list():
    session = request.environ["beaker.session"]
    choices = OrderedDict()
    choices["requested"] = request.forms.get("price_list", "")
    choices["storefront"] = "retail"
    choices.move_to_end("requested")
    price_list = next(iter(choices.values()))
    session["price_list"] = price_list
    session.save()
    return {"price_list": price_list}
