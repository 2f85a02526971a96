from bottle import Bottle, abort, request
from lxml import etree

app = Bottle()
WAREHOUSE = etree.parse("warehouse.xml")


def as_item_number(raw):
    if not raw.isdigit():
        abort(400, "item must be numeric")
    return int(raw)


@app.get("/stock")
def stock_level():
    numbers = [as_item_number(value) for value in request.query.getall("item")]
    levels = {}
    for number in reversed(numbers):
        levels[str(number)] = WAREHOUSE.xpath("sum(//item[@number=%d]/bin/@qty)" % number)
    return levels
