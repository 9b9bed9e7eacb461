#!/bin/sh
# Prints every property an API client can see, one JSON page of the REST API per line, page by page.
# MOVEREADY_URL=http://localhost:4000 CLIENT_ID=mr_… CLIENT_SECRET=… sh examples/page-properties.sh
set -e
BASE=${MOVEREADY_URL:-http://localhost:4000}
TOKEN=$(curl -sf -u "$CLIENT_ID:$CLIENT_SECRET" -d grant_type=client_credentials "$BASE/oidc/token" | sed 's/.*"access_token":"\([^"]*\)".*/\1/')
page=1
while :; do
  body=$(curl -sf -H "Authorization: Bearer $TOKEN" "$BASE/api/properties?page=$page&page_size=100")
  case $body in *'"properties":[]'*) break ;; esac
  echo "$body"
  page=$((page + 1))
done
