import yaml
from pyramid.view import view_config


@view_config(route_name="deploy_manifest", request_method="POST", renderer="json")
def deploy_manifest(request):
    text = request.body.decode("utf-8")
    documents = []
    for chunk in text.split("\n---\n"):
        if chunk.strip():
            documents.append(yaml.safe_load(chunk))
    services = [d.get("service") for d in documents if isinstance(d, dict)]
    return {"services": services}
