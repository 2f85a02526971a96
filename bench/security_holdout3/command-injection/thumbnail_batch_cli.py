import argparse
import subprocess
import sys
from pathlib import Path

IMAGE_SUFFIXES = {".jpg", ".jpeg", ".png", ".webp"}


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description="Create thumbnails for every image in a folder.")
    parser.add_argument("source", type=Path)
    parser.add_argument("dest", type=Path)
    parser.add_argument("--size", default="320x320")
    parser.add_argument("--quality", type=int, default=82)
    return parser.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    args.dest.mkdir(parents=True, exist_ok=True)
    failures = 0
    for image in sorted(args.source.iterdir()):
        if image.suffix.lower() not in IMAGE_SUFFIXES:
            continue
        out = args.dest / image.name
        result = subprocess.run(["convert", str(image), "-thumbnail", args.size, "-quality", str(args.quality), str(out)])
        if result.returncode != 0:
            failures += 1
            print(f"failed: {image}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
