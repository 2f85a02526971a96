from aiohttp import web
from lxml import etree


async def route_lookup(request):
    evaluator = request.app["routing_eval"]
    vrf = request.match_info["vrf"]
    prefix = request.query.get("prefix", "")
    matches = evaluator(f"//vrf[@name='{vrf}']/route[starts-with(@prefix, '{prefix}')]")
    return web.json_response(
        [
            {"prefix": r.get("prefix"), "next_hop": r.get("via"), "metric": r.get("metric")}
            for r in matches
        ]
    )


def make_app(routing_file):
    app = web.Application()
    app["routing_eval"] = etree.XPathEvaluator(etree.parse(routing_file))
    app.router.add_get("/vrfs/{vrf}/routes", route_lookup)
    return app


if __name__ == "__main__":
    web.run_app(make_app("/etc/netinv/routing.xml"), port=8081)
