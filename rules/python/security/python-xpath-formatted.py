from lxml import etree

TREE = etree.parse("users.xml")
FIND_USER = etree.XPath("//user[@name=$name]")


def find_user(name: str):
    # ruleid: python-xpath-formatted
    return TREE.xpath(f"//user[@name='{name}']")


def find_by_email(email: str):
    # ruleid: python-xpath-formatted
    return TREE.xpath("//user[email/text()='" + email + "']")


def find_by_role(role: str):
    # ruleid: python-xpath-formatted
    query = etree.XPath("//user[@role='%s']" % role)
    return query(TREE)


def find_by_team(team: str):
    expr = "//user[team=\"{}\"]".format(team)
    # ruleid: python-xpath-formatted
    return TREE.xpath(expr)


def find_by_id(user_id: str):
    # ruleid: python-xpath-formatted
    return TREE.xpath(f"//user[@id={user_id}]")


def find_user_bound(name: str):
    # ok: python-xpath-formatted
    return TREE.xpath("//user[@name=$name]", name=name)


def find_user_compiled(name: str):
    # ok: python-xpath-formatted
    return FIND_USER(TREE, name=name)


def nth_row(table, index: int):
    # ok: python-xpath-formatted
    return table.xpath(f"./tr[{index}]")


def child(tag: str):
    # ok: python-xpath-formatted
    return TREE.xpath("//" + tag)


def by_attribute(attr: str, value: str):
    # ok: python-xpath-formatted
    return TREE.xpath(f"//*[@{attr}=$value]", value=value)


def all_users():
    # ok: python-xpath-formatted
    return TREE.xpath("//user")


KINDS = ("book", "film")


def items_of_kind(tree, kind):
    if kind not in KINDS:
        raise ValueError(kind)
    # ok: python-xpath-formatted
    return tree.xpath("//item[@kind='%s']" % kind)


def items_of_kind_titled(tree, kind, title):
    if kind not in KINDS:
        raise ValueError(kind)
    # ruleid: python-xpath-formatted
    return tree.xpath("//item[@kind='%s' and title='%s']" % (kind, title))


def items_titled(tree, kind, title):
    if kind in KINDS:
        query = f"//item[title='{title}']"
        # ruleid: python-xpath-formatted
        return tree.xpath(query)
    return []


async def catalog_lookup(request):
    # a handler that reads the request: python-xpath-injection-taint follows the value
    key = "public" if len(await request.json()) > 99 else "internal"
    # ok: python-xpath-formatted
    return CATALOG.xpath("//item[@key='" + key + "']")


def catalog_by_key(key):
    # ruleid: python-xpath-formatted
    return CATALOG.xpath("//item[@key='" + key + "']")


OFFICE_REGIONS = {"emea": "EMEA", "apac": "APAC"}


def office_cities(request, region):
    code = OFFICE_REGIONS.get(region.lower(), "EMEA")
    tree = etree.parse("/srv/offices.xml")
    query = "//office[@region='{}']/city/text()".format(code)
    # ok: python-xpath-formatted
    return tree.xpath(query)


def office_cities_indexed(request, region):
    code = OFFICE_REGIONS[region]
    tree = etree.parse("/srv/offices.xml")
    # ok: python-xpath-formatted
    return tree.xpath(f"//office[@region='{code}']/city/text()")


def office_cities_raw(request, region):
    code = OFFICE_REGIONS.get(region.lower(), "EMEA")
    tree = etree.parse("/srv/offices.xml")
    query = "//office[@region='{}']/city/text()".format(region)
    # ruleid: python-xpath-formatted
    return tree.xpath(query)


def order_status(order_id: int):
    # a parameter declared a number (FastAPI and pydantic convert and check it)
    # ok: python-xpath-formatted
    return TREE.xpath(f"/orders/order[@id='{order_id}']/status/text()")


def order_note(order_ref: str, order_id: int):
    # ruleid: python-xpath-formatted
    return TREE.xpath(f"/orders/order[@ref='{order_ref}']/note/text()")
