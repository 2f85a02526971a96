import cherrypy
import urllib3

http = urllib3.PoolManager(timeout=urllib3.Timeout(connect=3, read=5), retries=False)


class WebhookSettings:
    @cherrypy.expose
    @cherrypy.tools.json_out()
    def test(self, host, path="/hooks/ping", tls="1", token=""):
        scheme = "https" if tls != "0" else "http"
        if not path.startswith("/"):
            path = "/" + path
        target = "%s://%s%s" % (scheme, host.strip(), path)
        reply = http.request("POST", target, json={"event": "ping"}, headers={"X-Hook-Token": token})
        return {
            "target": target,
            "status": reply.status,
            "body": reply.data.decode("utf-8", errors="replace")[:2000],
        }


if __name__ == "__main__":
    cherrypy.quickstart(WebhookSettings(), "/settings/webhooks")
