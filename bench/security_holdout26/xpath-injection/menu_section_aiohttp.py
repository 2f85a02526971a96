from aiohttp import web
from lxml import etree

MENU = etree.parse("data/menu.xml")


async def menu_section(request):
    section = request.match_info.get("section", "")
    values = ["starters", section, "desserts"]
    bar = values[0]
    items = MENU.xpath(f"/menu/section[@name='{bar}']/item/@name")
    return web.json_response({"section": bar, "items": [str(i) for i in items]})


app = web.Application()
app.router.add_get("/menu/{section}", menu_section)
