from lxml import etree


def load_profile(stream, length):
    parser = etree.XMLParser(resolve_entities=True, no_network=False, load_dtd=True)
    return etree.fromstring(stream.read(length), parser)


def application(environ, start_response):
    if environ["REQUEST_METHOD"] != "POST":
        start_response("405 Method Not Allowed", [("Allow", "POST")])
        return [b""]
    length = int(environ.get("CONTENT_LENGTH") or 0)
    profile = load_profile(environ["wsgi.input"], length)
    summary = "\n".join(f"{child.tag}={child.text}" for child in profile)
    start_response("200 OK", [("Content-Type", "text/plain; charset=utf-8")])
    return [summary.encode()]
