import os

import falcon
from lxml import etree

CONFIG_DIR = "/var/lib/fleet/devices"


def load_device_tree(device_id):
    path = os.path.join(CONFIG_DIR, f"{device_id}.xml")
    if not os.path.exists(path):
        raise falcon.HTTPNotFound()
    return etree.parse(path)


class DeviceSettingResource:
    def on_get(self, req, resp, device_id):
        name = req.get_param("name", required=True)
        tree = load_device_tree(device_id)
        values = tree.xpath(
            '/device/settings/setting[@visibility="public" and @name="' + name + '"]/@value'
        )
        if not values:
            raise falcon.HTTPNotFound(description="no such setting")
        resp.media = {"device": device_id, "name": name, "value": str(values[0])}


app = falcon.App()
app.add_route("/devices/{device_id:int}/settings", DeviceSettingResource())
