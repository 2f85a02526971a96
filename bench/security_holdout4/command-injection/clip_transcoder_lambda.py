import json
import os
import subprocess
import uuid

import boto3

s3 = boto3.client("s3")
BUCKET = os.environ.get("MEDIA_BUCKET", "acme-media-clips")


def lambda_handler(event, context):
    body = json.loads(event.get("body") or "{}")
    source_key = body["source_key"]
    start = body.get("start", "00:00:00")
    duration = body.get("duration", "30")
    local_in = f"/tmp/{uuid.uuid4().hex}.mp4"
    local_out = f"/tmp/{uuid.uuid4().hex}-clip.mp4"
    s3.download_file(BUCKET, source_key, local_in)

    command = f"/opt/bin/ffmpeg -y -ss {start} -t {duration} -i {local_in} -c copy {local_out}"
    result = subprocess.run(command, shell=True, capture_output=True)
    if result.returncode != 0:
        return {"statusCode": 500, "body": json.dumps({"error": "transcode failed"})}

    clip_key = f"clips/{uuid.uuid4().hex}.mp4"
    s3.upload_file(local_out, BUCKET, clip_key)
    return {"statusCode": 201, "body": json.dumps({"clip_key": clip_key})}
