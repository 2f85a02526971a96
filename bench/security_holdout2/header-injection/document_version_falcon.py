import falcon


class DocumentResource:
    def __init__(self, store):
        self.store = store

    def on_get(self, req, resp, doc_id):
        doc = self.store.get(doc_id)
        if doc is None:
            raise falcon.HTTPNotFound()
        version = req.get_param("version") or doc.current_version
        body = doc.render(version)
        if body is None:
            raise falcon.HTTPNotFound(description="no such version")
        resp.content_type = falcon.MEDIA_HTML
        resp.set_header("X-Document-Version", version)
        resp.text = body


def create_app(store):
    app = falcon.App()
    app.add_route("/documents/{doc_id}", DocumentResource(store))
    return app
