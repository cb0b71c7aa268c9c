# Sourced by .ci/run: puts Node 22 LTS (package.json engines, .nvmrc) first on PATH. A machine
# with another major version gets it from the npm registry's node@22 package, installed beside
# the system one under $HOME/.node22, so nothing of the machine's own Node is replaced.
node_major() { "${1:-node}" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(node_major)" != 22 ]; then
  if [ "$(node_major "$HOME/.node22/bin/node")" != 22 ]; then
    echo "::: installing Node 22 into $HOME/.node22 (this machine has node $(node --version 2>/dev/null || echo none))"
    npm install -g --prefix "$HOME/.node22" node@22 --no-audit --no-fund
  fi
  export PATH="$HOME/.node22/bin:$PATH"
fi
echo "::: node $(node --version), npm $(npm --version)"
